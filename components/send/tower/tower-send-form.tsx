"use client";

import { useCallback, useState } from "react";
import { FormProvider, get, type FieldError } from "react-hook-form";
import { postSend } from "@/lib/api/send";
import { useTowers } from "@/lib/api/towers";
import type { SenderLine } from "@/lib/contract/numbers";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { SendReview } from "../composer/send-review";
import { SenderLineField } from "../composer/sender-line-field";
import { IrancellSizeField } from "./irancell-size-field";
import { buildTowerRequest, towerFormSchema, towerRecipients } from "./tower-form-schema";
import { TowerList } from "./tower-list";
import { TowerPlaceFields } from "./tower-place-fields";
import { servedByChosen } from "./tower-search";

/** Irancell tower send (spec §2): the bank's Irancell numbers served by the towers chosen in an area, on the bank line. */
export function TowerSendForm() {
  const form = useZodForm(towerFormSchema, {
    defaultValues: {
      sending_type: "tower",
      from_number: "",
      message: "",
      tower_ids: [],
      irancell: { start: 0, size: 0 },
    },
  });
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const [provinceId, countyId, cityId, chosen, size] = form.watch([
    "province_id",
    "county_id",
    "city_id",
    "tower_ids",
    "irancell.size",
  ]);
  const towers = useTowers(provinceId ? { province_id: provinceId, county_id: countyId, city_id: cityId } : null);
  const available = servedByChosen(towers.data ?? [], chosen ?? []);
  const towersError = (get(form.formState.errors, "tower_ids") as FieldError | undefined)?.message;

  // Fewer towers serve fewer numbers: the size never asks for more than they hold.
  const chooseTowers = (ids: number[]) => {
    form.setValue("tower_ids", ids, { shouldValidate: form.formState.isSubmitted });
    const served = servedByChosen(towers.data ?? [], ids);
    if ((size ?? 0) > served) form.setValue("irancell.size", served);
  };

  const submit = form.handleSubmit(async (values) => {
    const request = buildTowerRequest(values);
    await flow.review(
      (key) => postSend(request, key),
      request.from_number,
      request.message,
      towerRecipients(values),
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
        <TowerPlaceFields />
        {provinceId ? (
          <TowerList towers={towers} chosen={chosen ?? []} onChange={chooseTowers} error={towersError} />
        ) : (
          <p className="text-sm text-muted">برای دیدن دکل‌ها، استان را انتخاب کنید.</p>
        )}
        <IrancellSizeField available={available} />
        <MessageField cancelSuffix={Boolean(line?.needs_cancel_suffix)} />
        <ScheduleField />
        <SendReview flow={flow} busy={towers.isFetching} />
      </form>
    </FormProvider>
  );
}
