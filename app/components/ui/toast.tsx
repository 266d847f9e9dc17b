import * as ToastPrimitive from "@radix-ui/react-toast";
import type { VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { TOAST_HOTKEY } from "~/lib/logic/toast-settings";
import { joinClasses } from "~/lib/logic/utils";
import { toastPartClasses, toastVariants } from "./toast-styles";

/**
 * Radix Toast, styled. The Provider's defaults carry the behaviour docs/requirements.md
 * asks: F8 hotkey, Escape, swipe right past 50 px, pause while pointer or focus is inside.
 */
export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={[TOAST_HOTKEY]}
      className={joinClasses(toastPartClasses.viewport, className)}
      {...props}
    />
  );
}

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  // data-variant lets the parts inside restyle themselves for the destructive variant.
  return (
    <ToastPrimitive.Root
      data-variant={variant ?? "default"}
      className={joinClasses(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={joinClasses(toastPartClasses.title, className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={joinClasses(toastPartClasses.description, className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return <ToastPrimitive.Action className={joinClasses(toastPartClasses.action, className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close className={joinClasses(toastPartClasses.close, className)} {...props}>
      <X aria-hidden="true" className={toastPartClasses.closeIcon} />
    </ToastPrimitive.Close>
  );
}
