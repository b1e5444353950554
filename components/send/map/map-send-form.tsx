"use client";

import { useCallback, useMemo, useState } from "react";
import { Controller, FormProvider, get, type FieldError } from "react-hook-form";
import * as z from "zod/mini";
import { FieldMessage } from "@/components/ui/field";
import { useAreaCounts } from "@/lib/api/area-counts";
import { postSend } from "@/lib/api/send";
import { BIRTH_YEARS } from "@/lib/contract/banks";
import type { SenderLine } from "@/lib/contract/numbers";
import { mapSendSchema } from "@/lib/contract/send";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { AREA_MIN_POINTS } from "@/lib/map/area";
import { bankItemRecipients, refuseSmallBankSend } from "@/lib/send/bank-minimum";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { ItemChosenRecipients } from "../bank/chosen-recipients";
import { OperatorSlices } from "../bank/operator-slices";
import { PersonFilters } from "../bank/person-filters";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { SendReview } from "../composer/send-review";
import { SenderLineField } from "../composer/sender-line-field";
import { AreaMap } from "./area-map";
import type { AreaPoints } from "./use-area-drawing";

const schema = mapSendSchema.check(
  z.superRefine((value, ctx) => {
    refuseSendTimeInPast(value, ctx);
    refuseSmallBankSend(value, ctx);
  }),
);

const none = { start: 0, size: 0 };
const NO_AREA: AreaPoints = [];

/** Map send (spec §2): the bank's numbers inside an area drawn on the map, by gender and birth year, per operator. */
export function MapSendForm({
  tileUrl,
  tileAttribution = null,
}: {
  tileUrl: string | null;
  tileAttribution?: string | null;
}) {
  const form = useZodForm(schema, {
    defaultValues: {
      sending_type: "map",
      from_number: "",
      message: "",
      params: [
        {
          bank: "all",
          gender: 0,
          age_from: BIRTH_YEARS.min,
          age_to: BIRTH_YEARS.max,
          mci: none,
          irancell: none,
          other: none,
          polygon: NO_AREA,
        },
      ],
    },
  });
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const item = form.watch("params.0");
  const area = (item?.polygon ?? NO_AREA) as AreaPoints;
  const hasArea = area.length >= AREA_MIN_POINTS;
  const request = useMemo(
    () =>
      hasArea
        ? {
            polygon: area,
            gender: item?.gender || undefined,
            age_from: item?.age_from,
            age_to: item?.age_to,
            bank: item?.bank,
          }
        : null,
    [hasArea, area, item?.gender, item?.age_from, item?.age_to, item?.bank],
  );
  const counts = useAreaCounts(request);
  const error = (name: string) => (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const areaError = error("params.0.polygon.root") ?? error("params.0.polygon");

  const submit = form.handleSubmit(async (request) => {
    await flow.review(
      (key) => postSend(request, key),
      request.from_number,
      request.message,
      bankItemRecipients(request.params),
      request.send_time,
    );
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 md:p-6"
      >
        <SenderLineField use="bank" onLineChange={onLineChange} />
        <div className="flex flex-col gap-1.5">
          <span id="area-label" className="text-sm font-medium">
            محدودهٔ ارسال
          </span>
          <Controller
            control={form.control}
            name="params.0.polygon"
            render={({ field }) => (
              <AreaMap
                value={(field.value ?? NO_AREA) as AreaPoints}
                onChange={(next) => {
                  field.onChange(next);
                  // A new area has its own counts: the numbers chosen from the old one no longer apply.
                  for (const key of ["mci", "irancell", "other"] as const) form.setValue(`params.0.${key}`, none);
                }}
                tileUrl={tileUrl}
                tileAttribution={tileAttribution}
                invalid={Boolean(areaError)}
                describedBy={areaError ? "area-error" : undefined}
                mapRef={field.ref}
              />
            )}
          />
          <FieldMessage id="area" error={areaError} />
        </div>
        <PersonFilters prefix="params.0" />
        {hasArea ? (
          <OperatorSlices base="params.0" counts={counts.data} loading={counts.isFetching} />
        ) : (
          <p className="text-sm text-muted">
            برای دیدن تعداد شماره‌ها، محدوده را روی نقشه رسم کنید یا یک استان را برگزینید.
          </p>
        )}
        <ItemChosenRecipients />
        <MessageField cancelSuffix={Boolean(line?.needs_cancel_suffix)} />
        <ScheduleField />
        <SendReview flow={flow} />
      </form>
    </FormProvider>
  );
}
