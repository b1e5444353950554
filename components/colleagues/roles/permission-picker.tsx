"use client";

import type { Ref } from "react";
import { toPersianDigits } from "@/lib/validation/digits";
import {
  groupSelection,
  selectionCount,
  withGroupToggled,
  withPermission,
  type PermissionGroupLike,
} from "./permission-selection";

export interface PermissionPickerProps {
  groups: readonly PermissionGroupLike[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** The first checkbox, which the form focuses when no permission is chosen. */
  firstRef?: Ref<HTMLInputElement>;
  error?: string;
}

const CHECKBOX = "size-4 shrink-0 cursor-pointer accent-primary";

/**
 * The permission list as grouped checkboxes (spec §6): each area with a select-all checkbox that is
 * checked, mixed or clear as its permissions are, and a count of what is chosen.
 */
export function PermissionPicker({ groups, value, onChange, onBlur, firstRef, error }: PermissionPickerProps) {
  const { chosen, total } = selectionCount(groups, value);
  return (
    <div className="flex flex-col gap-3" onBlur={onBlur}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="permissions-title" className="text-sm font-medium">
          دسترسی‌ها
        </h2>
        <p aria-live="polite" className="text-sm text-muted">
          {`${toPersianDigits(chosen)} از ${toPersianDigits(total)} دسترسی انتخاب شده`}
        </p>
      </div>
      {error ? (
        <p id="permissions-error" role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <div className="gap-3 lg:columns-2">
        {groups.map((group, index) => {
          const state = groupSelection(group, value);
          const groupChosen = group.permissions.filter((p) => value.includes(p.id)).length;
          return (
            <fieldset
              key={group.id}
              className="mb-3 flex min-w-0 break-inside-avoid flex-col gap-2 rounded-xl border border-border bg-surface p-4"
              aria-describedby={error ? "permissions-error" : undefined}
            >
              <legend className="sr-only">{group.title}</legend>
              <div className="flex items-center gap-2 border-b border-border pb-2">
                <input
                  ref={(element) => {
                    if (element) element.indeterminate = state === "some";
                    if (index === 0 && firstRef) {
                      if (typeof firstRef === "function") firstRef(element);
                      else firstRef.current = element;
                    }
                  }}
                  id={`group-${group.id}`}
                  type="checkbox"
                  className={CHECKBOX}
                  checked={state === "all"}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(withGroupToggled(groups, value, group))}
                />
                <label htmlFor={`group-${group.id}`} className="flex-1 cursor-pointer text-sm font-bold">
                  <span className="sr-only">همهٔ دسترسی‌های </span>
                  {group.title}
                </label>
                <span className="text-xs text-muted" aria-hidden="true">
                  {`${toPersianDigits(groupChosen)} از ${toPersianDigits(group.permissions.length)}`}
                </span>
              </div>
              <ul className="flex flex-col gap-1.5">
                {group.permissions.map((permission) => (
                  <li key={permission.id} className="flex items-start gap-2">
                    <input
                      id={`permission-${permission.id}`}
                      type="checkbox"
                      className={`${CHECKBOX} mt-1`}
                      checked={value.includes(permission.id)}
                      onChange={(event) => onChange(withPermission(groups, value, permission.id, event.target.checked))}
                    />
                    <label htmlFor={`permission-${permission.id}`} className="cursor-pointer text-sm leading-6">
                      {permission.title}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
