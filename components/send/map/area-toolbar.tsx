import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { PROVINCES } from "@/lib/map/provinces";

const PROVINCE_OPTIONS = PROVINCES.map((province) => ({ value: province.id, label: province.name })).sort((a, b) =>
  a.label.localeCompare(b.label, "fa"),
);

interface AreaToolbarProps {
  drawing: boolean;
  canFinish: boolean;
  hasArea: boolean;
  province: number | null;
  onStart(): void;
  onFinish(): void;
  onClear(): void;
  onProvince(id: number | null): void;
}

/** Draw an area corner by corner, close it, clear it, or take a whole province as the area. */
export function AreaToolbar({
  drawing,
  canFinish,
  hasArea,
  province,
  onStart,
  onFinish,
  onClear,
  onProvince,
}: AreaToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {drawing ? (
        <Button size="md" onClick={onFinish} disabled={!canFinish}>
          پایان رسم
        </Button>
      ) : (
        <Button size="md" onClick={onStart}>
          رسم محدوده
        </Button>
      )}
      <Button size="md" variant="secondary" onClick={onClear} disabled={!drawing && !hasArea}>
        پاک کردن
      </Button>
      <Select
        aria-label="کل یک استان"
        className="min-w-0 flex-1 basis-56"
        searchable
        options={PROVINCE_OPTIONS}
        value={province}
        onChange={(value) => onProvince(value)}
        placeholder="یا کل یک استان را برگزینید"
      />
    </div>
  );
}
