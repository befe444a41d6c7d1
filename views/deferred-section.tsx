import { lazy, type ComponentType } from "react";

/**
 * A section whose code loads after the page's own, yet renders in place on the server:
 * once `preload` has run, the component is used directly, so the server never streams
 * the section after the rest of the page (where a visitor without JavaScript would
 * never see it). In the browser, hydration keeps the server's markup until the code arrives.
 */
export function deferredSection<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Section(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Section, preload };
}
