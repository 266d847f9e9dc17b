import type { ClientDirective } from "astro";

/**
 * `client:tap="<selector>"` (docs/architecture.md): starts an island on the first touch of an
 * element matching the selector (a pointer down, a key, or focus), not at load. The launch
 * toasts use it, so a page loads no script for them until a visitor reaches for a launch
 * button; the inline recorder keeps the tap itself until the island answers it.
 */
const tap: ClientDirective = (load, options) => {
  const selector = String(options.value);
  const events = ["pointerdown", "keydown", "focusin", "click"] as const;
  async function start(event: Event) {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    for (const type of events) removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
  }
  for (const type of events) addEventListener(type, start, true);
};

export default tap;
