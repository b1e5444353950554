"use client";

import { useCallback, useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import * as z from "zod/mini";
import { useBankCounts } from "@/lib/api/banks";
import { postSend } from "@/lib/api/send";
import { BIRTH_YEARS } from "@/lib/contract/banks";
import type { SenderLine } from "@/lib/contract/numbers";
import { countrySendSchema } from "@/lib/contract/send";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { bankItemRecipients, refuseSmallBankSend } from "@/lib/send/bank-minimum";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { ItemChosenRecipients } from "../bank/chosen-recipients";
import { OperatorSlices } from "../bank/operator-slices";
import { PersonFilters } from "../bank/person-filters";
import { PlaceFields } from "../bank/place-fields";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { SendReview } from "../composer/send-review";
import { SenderLineField } from "../composer/sender-line-field";

const schema = countrySendSchema.check(
  z.superRefine((value, ctx) => {
    refuseSendTimeInPast(value, ctx);
    refuseSmallBankSend(value, ctx);
  }),
);

const none = { start: 0, size: 0 };

/** City-province send (spec §2): the bank's numbers by province, county, city, gender and birth year, per operator. */
export function CityProvinceForm() {
  const form = useZodForm(schema, {
    defaultValues: {
      sending_type: "country",
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
        },
      ],
    },
  });
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const item = form.watch("params.0");
  const provinceId = item?.province_id ?? null;
  const countyId = item?.county_id ?? null;
  const query = useMemo(
    () =>
      provinceId
        ? {
            province_id: provinceId,
            county_id: countyId ?? undefined,
            city_id: item?.city_id ?? undefined,
            gender_id: item?.gender || undefined,
            birth_year_from: item?.age_from,
            birth_year_to: item?.age_to,
            bank: item?.bank,
          }
        : null,
    [provinceId, countyId, item?.city_id, item?.gender, item?.age_from, item?.age_to, item?.bank],
  );
  const counts = useBankCounts(query);

  const resetSlices = () => {
    for (const key of ["mci", "irancell", "other"] as const) form.setValue(`params.0.${key}`, none);
  };

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
        <PlaceFields prefix="params.0" onPlaceChange={resetSlices} />
        <PersonFilters prefix="params.0" />
        {provinceId ? (
          <OperatorSlices base="params.0" counts={counts.data} loading={counts.isFetching} />
        ) : (
          <p className="text-sm text-muted">برای دیدن تعداد شماره‌ها، استان را انتخاب کنید.</p>
        )}
        <ItemChosenRecipients />
        <MessageField cancelSuffix={Boolean(line?.needs_cancel_suffix)} />
        <ScheduleField />
        <SendReview flow={flow} />
      </form>
    </FormProvider>
  );
}
