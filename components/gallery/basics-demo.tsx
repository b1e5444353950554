"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { Skeleton } from "@/components/ui/skeleton";
import { TextInput } from "@/components/ui/text-input";
import { GalleryItem, GallerySection } from "./gallery-section";

/** Buttons, text inputs and message boxes in each of their states. */
export function BasicsDemo() {
  const [entered, setEntered] = useState("");
  return (
    <>
      <GallerySection title="دکمه‌ها">
        <GalleryItem caption="اندازه‌ها: کوچک، متوسط ۳۲ پیکسل، بزرگ ۴۰ پیکسل (پیش‌فرض)">
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm">کوچک</Button>
            <Button size="md">متوسط</Button>
            <Button>بزرگ</Button>
          </div>
        </GalleryItem>
        <GalleryItem caption="گونه‌ها و حالت‌ها">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary">اصلی</Button>
            <Button variant="secondary">ثانویه</Button>
            <Button variant="ghost">ساده</Button>
            <Button variant="danger">حذف</Button>
            <Button loading>در حال ارسال</Button>
            <Button disabled>غیرفعال</Button>
          </div>
        </GalleryItem>
      </GallerySection>

      <GallerySection title="فیلدهای متنی">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="g-text" label="متن (فاصله‌های دو طرف هنگام خروج حذف می‌شود)">
            <TextInput id="g-text" placeholder="نام کسب‌وکار" />
          </Field>
          <Field id="g-numeric" label="عددی (ارقام فارسی به لاتین تبدیل می‌شود)">
            <TextInput id="g-numeric" variant="numeric" placeholder="۱۲۳۴" />
          </Field>
          <Field
            id="g-tel"
            label="تلفن (فقط کلیدهای مجاز؛ Enter ثبت می‌کند)"
            hint={entered ? `ثبت شد: ${entered}` : "Enter را بزنید"}
          >
            <TextInput
              id="g-tel"
              variant="tel"
              placeholder="09121234567"
              onEnter={() => setEntered((document.getElementById("g-tel") as HTMLInputElement).value)}
            />
          </Field>
          <Field id="g-error" label="با خطا" error="شماره موبایل معتبر نیست">
            <TextInput id="g-error" variant="tel" defaultValue="0912" invalid aria-describedby="g-error-error" />
          </Field>
          <Field id="g-disabled" label="غیرفعال">
            <TextInput id="g-disabled" disabled defaultValue="demo" />
          </Field>
          <Field id="g-password" label="رمز عبور">
            <PasswordInput id="g-password" defaultValue="Secret123" />
          </Field>
        </div>
      </GallerySection>

      <GallerySection title="پیام‌ها و بارگذاری">
        <div className="flex flex-col gap-2">
          <Alert tone="info">اعتبار شما تا پایان ماه کافی است.</Alert>
          <Alert tone="success">تغییرات ذخیره شد.</Alert>
          <Alert tone="warning">اعتبار کیف پول رو به پایان است.</Alert>
          <Alert tone="danger">ارتباط با سرور برقرار نشد.</Alert>
        </div>
        <GalleryItem caption="جای‌نگه‌دار در حال بارگذاری">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </GalleryItem>
      </GallerySection>
    </>
  );
}
