import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { locales } from "~/config/locales";
import { launchMessage } from "~/content/launch";
import { shell } from "~/content/shell";
import { support } from "~/content/support";
import { launchToasts } from "~/content/toasts";
import { toast, toastStore, type ToastInput } from "~/lib/logic/toast-store";
import { LocaleContext } from "~/lib/hooks/use-locale";
import { Toaster } from "./toaster";
import { shellContent } from "~/lib/build/page-content.server";

/*
 * The toast area as Radix runs it: one toast at a time, closed by its button, Escape or its
 * timer, which waits while the pointer or focus is inside. Swiping and the F8 round trip from
 * the keyboard are checked in the browser (toast.spec.ts, a11y.spec.ts).
 */

beforeEach(() => {
  // jsdom has no pointer capture, which Radix's swipe handling asks about on every press.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(() => {
  for (const item of toastStore.getSnapshot()) act(() => toastStore.dismiss(item.id));
  cleanup();
  vi.useRealTimers();
});

function renderToaster(locale: (typeof locales)[number] = "en") {
  render(
    <LocaleContext value={locale}>
      <button type="button">Elsewhere</button>
      <Toaster text={shellContent(locale).toasts} />
    </LocaleContext>,
  );
  return userEvent.setup();
}

const items = () => screen.queryAllByRole("listitem");
const show = (input: Parameters<typeof toast>[0]) => act(() => void toast(input));
const elapse = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe("the toast area", () => {
  it("a new toast replaces the current one", () => {
    renderToaster();
    show(launchToasts.en.signIn);
    show(launchToasts.en.startApplication);
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent(launchToasts.en.startApplication.title);
  });

  it("screen readers hear each toast named in the page's language", async () => {
    for (const locale of locales) {
      renderToaster(locale);
      show(launchToasts[locale].signIn);
      const { label } = shellContent(locale).toasts;
      await waitFor(() =>
        expect(screen.getByRole("status")).toHaveTextContent(`${label} ${launchToasts[locale].signIn.title}`),
      );
      act(() => toastStore.dismiss(toastStore.getSnapshot()[0]!.id));
      cleanup();
    }
  });

  it("the close button closes it", async () => {
    const user = renderToaster();
    show(launchToasts.en.signIn);
    await user.click(within(items()[0]!).getByRole("button", { name: "Close notification" }));
    await waitFor(() => expect(items()).toHaveLength(0));
  });

  it("Escape closes it", async () => {
    const user = renderToaster();
    show(launchToasts.en.signIn);
    within(items()[0]!).getByRole("link").focus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(items()).toHaveLength(0));
  });

  it("F8 moves focus to the toast area, named with its hotkey", async () => {
    const user = renderToaster();
    show(launchToasts.en.signIn);
    await user.keyboard("[F8]");
    const region = screen.getByRole("region", { name: /Notifications/ });
    expect(region).toHaveAccessibleName(/F8/);
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it("closes after 5000 ms", () => {
    vi.useFakeTimers();
    renderToaster();
    show(launchToasts.en.signIn);
    elapse(4800);
    expect(items()).toHaveLength(1);
    elapse(400);
    expect(items()).toHaveLength(0);
  });

  it("pauses while the pointer is inside and resumes when it leaves", () => {
    vi.useFakeTimers();
    renderToaster();
    show(launchToasts.en.signIn);
    elapse(1000);
    const area = screen.getByRole("region");
    fireEvent.pointerMove(within(area).getByRole("listitem"));
    elapse(10_000);
    expect(items()).toHaveLength(1);
    fireEvent.pointerLeave(area);
    elapse(3800);
    expect(items()).toHaveLength(1);
    elapse(400);
    expect(items()).toHaveLength(0);
  });

  it("pauses while focus is inside", () => {
    vi.useFakeTimers();
    renderToaster();
    show(launchToasts.en.signIn);
    act(() => within(items()[0]!).getByRole("link").focus());
    elapse(10_000);
    expect(items()).toHaveLength(1);
    // Focus leaving for another control does not close it at once.
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    expect(items()).toHaveLength(1);
  });

  for (const locale of locales) {
    it(`[${locale}] every launch toast shows its title, the launch message word for word and a WhatsApp chat prefilled in the page's language`, () => {
      renderToaster(locale);
      for (const input of Object.values<ToastInput>(launchToasts[locale])) {
        show(input);
        const item = items()[0]!;
        expect(item).toHaveTextContent(input.title);
        expect(within(item).getByText(launchMessage[locale], { exact: true })).toBeInTheDocument();
        if (input.action) {
          const chat = within(item).getByRole("link", { name: support[locale].chatOnWhatsapp });
          expect(chat).toHaveAttribute("href", expect.stringMatching(/^https:\/\/wa\.me\//));
          expect(chat).toHaveAttribute("href", input.action.href);
        }
        expect(within(item).getByRole("button", { name: shell[locale].toasts.close })).toBeInTheDocument();
      }
    });
  }
});
