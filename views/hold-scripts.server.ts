import { Transform, type TransformCallback } from "node:stream";
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from "./scripts-after-first-paint";

const PRELOAD = '<link rel="modulepreload"';
const HELD_PRELOAD = `<link rel="${HELD_PRELOAD_REL}"`;
/** React Router's route-module script, as React writes it (nonce first, then type and async). */
const ROUTE_MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;

/**
 * Writes the document's module preloads and its route-module script inert, for
 * ScriptsAfterFirstPaint to start after the first paint. Works on the bytes as latin1
 * (one character per byte, so any UTF-8 text passes through unchanged); a tag cut
 * between two chunks waits for the next one. After the script, the rest of the stream
 * (late sections) passes through untouched.
 */
export function holdScriptsUntilFirstPaint(): Transform {
  let carried = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (done) {
        const rest = carried ? Buffer.concat([Buffer.from(carried, "latin1"), chunk]) : chunk;
        carried = "";
        return callback(null, rest);
      }
      let text = carried + chunk.toString("latin1");
      carried = "";
      const open = text.lastIndexOf("<");
      if (open > text.lastIndexOf(">")) {
        carried = text.slice(open);
        text = text.slice(0, open);
      }
      callback(null, Buffer.from(rewrite(text), "latin1"));
    },
    flush(callback: TransformCallback) {
      callback(null, carried ? Buffer.from(rewrite(carried), "latin1") : undefined);
    },
  });

  function rewrite(text: string): string {
    if (done) return text;
    const held = text.replaceAll(PRELOAD, HELD_PRELOAD);
    const script = ROUTE_MODULE_SCRIPT.exec(held);
    if (!script) return held;
    done = true;
    return (
      held.slice(0, script.index) + `<script nonce="${script[1]}" type="${HELD_SCRIPT_TYPE}">` + held.slice(script.index + script[0].length)
    );
  }
}
