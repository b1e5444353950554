"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Modal } from "@/components/ui/dialog";
import {
  useDeleteWebhookEndpoint,
  useDisableWebhookEndpoint,
  useEnableWebhookEndpoint,
  useRotateWebhookSecret,
} from "@/lib/api/webhooks";
import type { WebhookEndpoint } from "@/lib/contract/webhooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toast } from "@/lib/ui/toast-store";
import { EndpointFormDialog } from "./endpoint-form-dialog";
import { EndpointUrl } from "./endpoint-url";
import { SecretReveal } from "./secret-reveal";

type Open = "edit" | "rotate" | "disable" | "delete" | null;

/**
 * What the owner does to an endpoint: change it, rotate its signing secret (after saying the old
 * one stops a day later; the new one shown once), stop it or bring a failing or stopped one back,
 * delete it.
 */
export function EndpointActions({ endpoint, onDeleted }: { endpoint: WebhookEndpoint; onDeleted?: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const enable = useEnableWebhookEndpoint();
  const disable = useDisableWebhookEndpoint();
  const [secret, setSecret] = useState<string | null>(null);
  const closeTo = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {endpoint.state === "active" ? null : (
        <Button
          size="md"
          loading={enable.isPending}
          onClick={() =>
            enable.mutate(endpoint.id, {
              onSuccess: () => toast.success("وب‌هوک دوباره فعال شد."),
              onError: (error) => toast.error(toErrorMessage(error)),
            })
          }
        >
          فعال‌سازی دوباره
        </Button>
      )}
      <Button size="md" variant="secondary" onClick={() => setOpen("edit")}>
        ویرایش
      </Button>
      <Button
        size="md"
        variant="secondary"
        onClick={() => {
          rotate.reset();
          setOpen("rotate");
        }}
      >
        چرخش کلید امضا
      </Button>
      {endpoint.state === "disabled" ? null : (
        <Button
          size="md"
          variant="secondary"
          onClick={() => {
            disable.reset();
            setOpen("disable");
          }}
        >
          توقف ارسال
        </Button>
      )}
      <Button
        size="md"
        variant="ghost"
        className="text-danger"
        onClick={() => {
          remove.reset();
          setOpen("delete");
        }}
      >
        حذف
      </Button>

      <EndpointFormDialog open={open === "edit"} onOpenChange={closeTo} endpoint={endpoint} />
      <ConfirmDialog
        open={open === "rotate"}
        onOpenChange={closeTo}
        title="چرخش کلید امضا"
        message="کلید امضای تازه‌ای ساخته و یک بار نشان داده می‌شود. کلید کنونی تا ۲۴ ساعت دیگر در کنار کلید تازه امضا می‌کند و پس از آن از کار می‌افتد؛ در این فاصله گیرنده را به کلید تازه ببرید."
        confirmLabel="چرخش کلید"
        pending={rotate.isPending}
        error={rotate.isError ? toErrorMessage(rotate.error) : null}
        onConfirm={() =>
          rotate.mutate(endpoint.id, {
            onSuccess: (rotated) => {
              setOpen(null);
              setSecret(rotated.secret);
            },
          })
        }
      />
      <Modal
        open={secret !== null}
        onOpenChange={(next) => (next ? undefined : setSecret(null))}
        className="max-w-2xl"
        title="کلید امضای تازه"
        description="پیام‌ها از این پس با این کلید امضا می‌شوند؛ کلید پیشین تا ۲۴ ساعت دیگر هم امضا می‌کند."
        footer={
          <Button onClick={() => setSecret(null)} className="min-w-28">
            کلید را برداشتم
          </Button>
        }
      >
        {secret ? <SecretReveal secret={secret} /> : null}
      </Modal>
      <ConfirmDialog
        open={open === "disable"}
        onOpenChange={closeTo}
        title="توقف ارسال"
        message={
          <>
            تا فعال‌سازی دوباره، برای <EndpointUrl url={endpoint.url} /> پیامی ساخته یا فرستاده نمی‌شود و رویدادهای این
            فاصله به آن نمی‌رسند.
          </>
        }
        confirmLabel="توقف ارسال"
        pending={disable.isPending}
        error={disable.isError ? toErrorMessage(disable.error) : null}
        onConfirm={() =>
          disable.mutate(endpoint.id, {
            onSuccess: () => {
              setOpen(null);
              toast.success("ارسال به وب‌هوک متوقف شد.");
            },
          })
        }
      />
      <ConfirmDialog
        open={open === "delete"}
        onOpenChange={closeTo}
        title="حذف وب‌هوک"
        tone="danger"
        message={
          <>
            وب‌هوک <EndpointUrl url={endpoint.url} /> و گزارش ارسال‌هایش حذف می‌شود و دیگر پیامی به آن فرستاده نمی‌شود.
          </>
        }
        confirmLabel="حذف"
        pending={remove.isPending}
        error={remove.isError ? toErrorMessage(remove.error) : null}
        onConfirm={() =>
          remove.mutate(endpoint.id, {
            onSuccess: () => {
              setOpen(null);
              toast.success("وب‌هوک حذف شد.");
              onDeleted?.();
            },
          })
        }
      />
    </div>
  );
}
