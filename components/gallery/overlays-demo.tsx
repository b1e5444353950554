"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, MessageDialog, Modal } from "@/components/ui/dialog";
import { Drawer, type DrawerSide } from "@/components/ui/drawer";
import { toast } from "@/lib/ui/toast-store";
import { GalleryItem, GallerySection } from "./gallery-section";

const SIDES: { side: DrawerSide; label: string }[] = [
  { side: "start", label: "از راست" },
  { side: "end", label: "از چپ" },
  { side: "top", label: "از بالا" },
  { side: "bottom", label: "از پایین" },
];

/** Drawers, modals, the confirmation dialog and toasts. */
export function OverlaysDemo() {
  const [drawer, setDrawer] = useState<DrawerSide | null>(null);
  const [modal, setModal] = useState(false);
  const [message, setMessage] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <GallerySection title="کشو، پنجره و اعلان">
      <GalleryItem caption="کشو از چهار طرف (۵۰۰ میلی‌ثانیه)">
        <div className="flex flex-wrap gap-2">
          {SIDES.map(({ side, label }) => (
            <Button key={side} variant="secondary" size="md" onClick={() => setDrawer(side)}>
              {label}
            </Button>
          ))}
        </div>
      </GalleryItem>
      <Drawer
        open={drawer !== null}
        onOpenChange={(open) => (open ? undefined : setDrawer(null))}
        side={drawer ?? "start"}
        title="فیلتر گزارش"
        footer={<Button onClick={() => setDrawer(null)}>اعمال</Button>}
      >
        <p className="text-sm leading-7">محتوای کشو اینجا قرار می‌گیرد.</p>
      </Drawer>

      <GalleryItem caption="پنجره‌ها">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="md" onClick={() => setModal(true)}>
            پنجرهٔ عمومی
          </Button>
          <Button variant="secondary" size="md" onClick={() => setMessage(true)}>
            پیام
          </Button>
          <Button variant="danger" size="md" onClick={() => setConfirm(true)}>
            حذف با تأیید
          </Button>
        </div>
      </GalleryItem>
      <Modal
        open={modal}
        onOpenChange={setModal}
        title="ویرایش گروه"
        description="نام تازهٔ گروه را بنویسید."
        footer={<Button onClick={() => setModal(false)}>ذخیره</Button>}
      >
        <p className="text-sm">محتوای پنجره</p>
      </Modal>
      <MessageDialog
        open={message}
        onClose={() => setMessage(false)}
        title="خروج انجام نشد"
        message="ارتباط با سرور برقرار نشد. دوباره تلاش کنید."
      />
      <ConfirmDialog
        open={confirm}
        onOpenChange={(open) => {
          setConfirm(open);
          if (!open) setError(null);
        }}
        title="حذف ۳ مخاطب"
        message="این کار برگشت‌پذیر نیست."
        tone="danger"
        confirmLabel="حذف"
        pending={pending}
        error={error}
        onConfirm={() => {
          setPending(true);
          window.setTimeout(() => {
            setPending(false);
            setError("حذف انجام نشد: مخاطب در یک ارسال در حال اجرا استفاده شده است.");
          }, 800);
        }}
      />

      <GalleryItem caption="اعلان‌ها">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="md" onClick={() => toast.success("پیامک با موفقیت ارسال شد.")}>
            موفق
          </Button>
          <Button variant="secondary" size="md" onClick={() => toast.error("ارتباط با سرور برقرار نشد.")}>
            خطا
          </Button>
          <Button variant="secondary" size="md" onClick={() => toast.info("گزارش در حال آماده‌سازی است.")}>
            اطلاع
          </Button>
        </div>
      </GalleryItem>
    </GallerySection>
  );
}
