import * as z from "zod/mini";
import { BANK_MESSAGES } from "@/lib/contract/banks";
import { SEND_LIMITS, SEND_MESSAGES, towerSendSchema } from "@/lib/contract/send";
import { refuseSendTimeInPast } from "@/lib/send/schedule";

const TOWER_MESSAGES = { towersRequired: "دکل را انتخاب کنید" } as const;

/** The tower screen's own fields; the request built from them is checked with the contract's `towerSendSchema`. */
export const towerFormSchema = z
  .extend(z.pick(towerSendSchema, { sending_type: true, from_number: true, message: true, send_time: true }), {
    province_id: z
      .number({ error: BANK_MESSAGES.provinceRequired })
      .check(z.int(), z.positive(BANK_MESSAGES.provinceRequired)),
    county_id: z.optional(z.number().check(z.int(), z.positive())),
    city_id: z.optional(z.number().check(z.int(), z.positive())),
    tower_ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1, TOWER_MESSAGES.towersRequired)),
    irancell: z.object({
      start: z.number().check(z.int(), z.minimum(0)),
      size: z.number().check(z.int(), z.minimum(0)),
    }),
  })
  .check(
    z.superRefine((value, ctx) => {
      refuseSendTimeInPast(value, ctx);
      if (value.irancell.size < SEND_LIMITS.bankMinimum)
        ctx.addIssue({ code: "custom", path: ["irancell", "size"], message: SEND_MESSAGES.bankMinimum });
    }),
  );
export type TowerFormValues = z.infer<typeof towerFormSchema>;

/** Edge-style `tower` send: one item, the chosen towers and how many of their Irancell numbers. */
export function buildTowerRequest(values: TowerFormValues) {
  return towerSendSchema.parse({
    sending_type: "tower",
    from_number: values.from_number,
    message: values.message,
    ...(values.send_time ? { send_time: values.send_time } : {}),
    params: [{ tower_ids: values.tower_ids, irancell: values.irancell }],
  });
}

/** The price counts Irancell numbers only: a tower serves no one else. */
export const towerRecipients = (values: TowerFormValues) => ({
  mci: 0,
  irancell: values.irancell.size,
  rightel: 0,
  other: 0,
});
