import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping falsy ones. Named for what it does: shadcn/ui's cn() also
 * resolves conflicting utilities with tailwind-merge, and building that library's class map
 * cost a 10-20 ms main-thread task as an island starts (four times that on a mid-range phone),
 * plus its script, for overrides this site does not need. So a className
 * passed to a primitive adds utilities (`mt-6`) or variants of them (`max-sm:hidden`), never
 * a second value for a property the primitive sets; components/ui/variants.test.ts checks
 * the primitives.
 */
export function joinClasses(...inputs: ClassValue[]) {
  return clsx(inputs);
}
