import { lazy, memo, Suspense, type ComponentType } from "react";

/** Every deferred section's loader: the server loads them all before it renders a page (entry.server.tsx). */
const loaders: Array<() => Promise<unknown>> = [];

/**
 * A section whose code loads after the page's own, yet renders in place on the server:
 * once `preload` has run, the component is used directly, so the server never streams
 * the section after the rest of the page (where a visitor without JavaScript would
 * never see it). In the browser, hydration keeps the server's markup until the code arrives.
 *
 * A stylesheet of the section is imported by the module that declares it, not by the
 * section's own module: a sheet imported only behind a dynamic import is not among the
 * route's sheets, which the server inlines in the page.
 */
export function deferredSection<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  loaders.push(preload);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Section(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  /**
   * The section in a Suspense boundary of its own, for a section that hydrates (not inside a static
   * section): memoised, so that a re-render of the page with the same props leaves the server's
   * markup alone until the code has arrived (an update of a boundary still waiting to hydrate
   * would make React render it again in the browser).
   */
  const Island = memo(function Island(props: Props) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  });
  return { Section, Island, preload };
}

/**
 * Loads the code of every deferred section declared so far (on the server: all of them, since
 * the server build imports every route). The server awaits it before each render, so no
 * section is ever streamed after the page; after the first page it is already settled.
 */
export function loadDeferredSections(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}
