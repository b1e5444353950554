import { z } from "zod";
import { BANK_MESSAGES } from "@/lib/contract/banks";
import { SEND_LIMITS, SEND_MESSAGES, towerSendSchema } from "@/lib/contract/send";
import { refuseSendTimeInPast } from "@/lib/send/schedule";

const TOWER_MESSAGES = { towersRequired: "دکل را انتخاب کنید" } as const;

/** The tower screen's own fields; the request built from them is checked with the contract's `towerSendSchema`. */
export const towerFormSchema = towerSendSchema
  .pick({ sending_type: true, from_number: true, message: true, send_time: true })
  .extend({
    province_id: z.number({ error: BANK_MESSAGES.provinceRequired }).int().positive(BANK_MESSAGES.provinceRequired),
    county_id: z.number().int().positive().optional(),
    city_id: z.number().int().positive().optional(),
    tower_ids: z.array(z.number().int().positive()).min(1, TOWER_MESSAGES.towersRequired),
    irancell: z.object({ start: z.number().int().min(0), size: z.number().int().min(0) }),
  })
  .superRefine((value, ctx) => {
    refuseSendTimeInPast(value, ctx);
    if (value.irancell.size < SEND_LIMITS.bankMinimum)
      ctx.addIssue({ code: "custom", path: ["irancell", "size"], message: SEND_MESSAGES.bankMinimum });
  });
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
