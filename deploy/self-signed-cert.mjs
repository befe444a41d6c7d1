/**
 * A self-signed certificate for local use of the compose setup, made once before nginx starts
 * (the `certs` service of docker-compose.yml, on the image's build stage, without network).
 * `node deploy/self-signed-cert.mjs <folder>` writes sulky.crt and sulky.key there (ECDSA P-256,
 * SHA-256, for SULKY_CERT_NAME, localhost and 127.0.0.1, 825 days) unless both already exist:
 * a real certificate put in the same folder under the same names is never replaced.
 *
 * Node's own crypto makes the keys and the signature; @peculiar/x509 writes the certificate.
 * The official alpine nginx image has no openssl program, so the certificate is not made there
 * (docs/decisions/024-production-settings-and-failing-fast.md).
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { webcrypto } from "node:crypto";
// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API first.
import "reflect-metadata";
import * as x509 from "@peculiar/x509";

const folder = process.argv[2] ?? "/etc/nginx/certs";
const name = process.env.SULKY_CERT_NAME || "localhost";
const certificateFile = path.join(folder, "sulky.crt");
const keyFile = path.join(folder, "sulky.key");
const present = (file) => existsSync(file) && statSync(file).size > 0;

if (present(certificateFile) && present(keyFile)) {
  console.log(`certificato già presente in ${folder}: lasciato com'è`);
  process.exit(0);
}

x509.cryptoProvider.set(webcrypto);
const algorithm = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" };
const keys = await webcrypto.subtle.generateKey(algorithm, true, ["sign", "verify"]);
const notBefore = new Date(Date.now() - 60_000);
const notAfter = new Date(notBefore.getTime() + 825 * 24 * 60 * 60 * 1000);
const names = [...new Set([name, "localhost"])].map((value) => ({ type: "dns", value }));
const certificate = await x509.X509CertificateGenerator.createSelfSigned({
  serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
    .toString("hex")
    .replace(/^[89a-f]/, "1"),
  name: `CN=${name}`,
  notBefore,
  notAfter,
  keys,
  signingAlgorithm: algorithm,
  extensions: [
    new x509.BasicConstraintsExtension(false, undefined, true),
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
    new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
    new x509.SubjectAlternativeNameExtension([...names, { type: "ip", value: "127.0.0.1" }]),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
  ],
});
const privateKey = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", keys.privateKey)).toString("base64");

mkdirSync(folder, { recursive: true });
writeFileSync(keyFile, `-----BEGIN PRIVATE KEY-----\n${privateKey.match(/.{1,64}/g).join("\n")}\n-----END PRIVATE KEY-----\n`, {
  mode: 0o600,
});
writeFileSync(certificateFile, certificate.toString("pem") + "\n");
console.log(`certificato autofirmato per ${name} creato in ${folder} (solo per uso locale)`);
