import { describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS } from "./toast-settings";
import { TOAST_LIMIT, createToast, createToastStore, getServerSnapshot, toastReducer } from "./toast-store";

describe("toastReducer", () => {
  it("keeps one toast: a new toast replaces the current one", () => {
    const first = createToast({ title: "First" }, "a");
    const second = createToast({ title: "Second" }, "b");
    const state = toastReducer(toastReducer([], { type: "add", toast: first }), {
      type: "add",
      toast: second,
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(state).toHaveLength(1);
    expect(state[0]?.title).toBe("Second");
  });

  it("closes the toast with the given id and leaves others untouched", () => {
    const open = createToast({ title: "Open" }, "a");
    expect(toastReducer([open], { type: "dismiss", id: "a" })[0]?.open).toBe(false);
    expect(toastReducer([open], { type: "dismiss", id: "other" })[0]?.open).toBe(true);
  });
});

describe("createToast", () => {
  it("defaults to the default variant and 5000 ms", () => {
    const item = createToast({ title: "Hello" }, "x");
    expect(item).toMatchObject({ id: "x", variant: "default", duration: 5000, open: true });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("keeps description, action, variant and duration given", () => {
    const action = { label: "Chat", href: "https://wa.me/1", altText: "Chat on WhatsApp" };
    const item = createToast(
      { title: "Oops", description: "Failed", action, variant: "destructive", duration: 8000 },
      "y",
    );
    expect(item).toMatchObject({ description: "Failed", action, variant: "destructive", duration: 8000 });
  });
});

describe("createToastStore", () => {
  it("gives each toast a unique id and notifies subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.show({ title: "One" });
    const second = store.show({ title: "Two" });
    expect(first).not.toBe(second);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().map((t) => t.id)).toEqual([second]);

    store.dismiss(second);
    expect(store.getSnapshot()[0]?.open).toBe(false);
    unsubscribe();
    store.show({ title: "Three" });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("starts with the pre-rendered snapshot itself, so hydration has nothing to re-render", () => {
    // useSyncExternalStore compares the snapshots with Object.is: an equal but different
    // empty array would re-render the toaster synchronously right after hydration.
    expect(createToastStore().getSnapshot()).toBe(getServerSnapshot());
  });
});
