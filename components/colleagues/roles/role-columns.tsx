import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/table";
import type { Role } from "@/lib/contract/colleagues";
import { formatJalaliDate } from "@/lib/format/jalali";
import { toPersianDigits } from "@/lib/validation/digits";
import { roleEditHref } from "../shared/colleague-links";
import { LinkButton } from "@/components/layout/link-button";

export interface RoleRowActions {
  onDuplicate: (role: Role) => void;
  onDelete: (role: Role) => void;
  /** The role being duplicated, if any: its button waits. */
  duplicatingId: number | null;
}

/** Title (leading to its editor), how many permissions and colleagues, last change, and its actions. */
export function roleColumns({ onDuplicate, onDelete, duplicatingId }: RoleRowActions): DataTableColumn<Role>[] {
  return [
    {
      key: "title",
      header: "عنوان",
      cell: (role) => (
        <PrefetchLink
          href={roleEditHref(role.id)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {role.title}
        </PrefetchLink>
      ),
    },
    {
      key: "permissions",
      header: "دسترسی‌ها",
      cell: (role) => `${toPersianDigits(role.permissions.length)} دسترسی`,
      className: "whitespace-nowrap",
    },
    {
      key: "colleagues",
      header: "همکاران",
      cell: (role) => (role.colleagues_count > 0 ? `${toPersianDigits(role.colleagues_count)} همکار` : "بدون همکار"),
      className: "whitespace-nowrap",
    },
    {
      key: "updated",
      header: "آخرین تغییر",
      cell: (role) => formatJalaliDate(role.updated_at),
      className: "whitespace-nowrap",
    },
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (role) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <LinkButton href={roleEditHref(role.id)} variant="secondary" size="md" aria-label={`ویرایش «${role.title}»`}>
            ویرایش
          </LinkButton>
          <Button
            variant="secondary"
            size="md"
            onClick={() => onDuplicate(role)}
            loading={duplicatingId === role.id}
            aria-label={`کپی از «${role.title}»`}
          >
            کپی
          </Button>
          <Button variant="ghost" size="md" onClick={() => onDelete(role)} aria-label={`حذف «${role.title}»`}>
            حذف
          </Button>
        </div>
      ),
      className: "text-end",
    },
  ];
}
