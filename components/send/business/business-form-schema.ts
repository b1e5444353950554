import * as z from "zod/mini";
import { BANK_MESSAGES } from "@/lib/contract/banks";
import { JOB_OPERATORS, jobSendSchema, SEND_LIMITS, SEND_MESSAGES } from "@/lib/contract/send";
import { chosenRecipients } from "@/lib/send/bank-minimum";
import { OPERATOR_GROUPS } from "@/lib/send/operator-groups";
import { refuseSendTimeInPast } from "@/lib/send/schedule";

const slice = z.object({
  start: z.number().check(z.int(), z.minimum(0)),
  size: z.number().check(z.int(), z.minimum(0)),
});

/** The business screen's own fields; the request built from them is checked with the contract's `jobSendSchema`. */
export const businessFormSchema = z
  .extend(z.pick(jobSendSchema, { sending_type: true, from_number: true, message: true, send_time: true }), {
    main_category_id: z
      .number({ error: BANK_MESSAGES.mainCategoryRequired })
      .check(z.int(), z.positive(BANK_MESSAGES.mainCategoryRequired)),
    sub_category_id: z.optional(z.number().check(z.int(), z.positive())),
    slices: z.object({ mci: slice, irancell: slice, other: slice }),
  })
  .check(
    z.superRefine((value, ctx) => {
      refuseSendTimeInPast(value, ctx);
      if (chosenRecipients(value.slices) < SEND_LIMITS.bankMinimum)
        ctx.addIssue({ code: "custom", path: ["slices"], message: SEND_MESSAGES.bankMinimum });
    }),
  );
export type BusinessFormValues = z.infer<typeof businessFormSchema>;

export const NO_SLICE = { start: 0, size: 0 } as const;

/** Edge's `job` send: one item, with an operator entry (by its directory id) for each group that takes numbers. */
export function buildJobRequest(values: BusinessFormValues) {
  const operator = OPERATOR_GROUPS.filter((group) => values.slices[group.key].size > 0).map((group) => ({
    id: JOB_OPERATORS[group.key],
    ...values.slices[group.key],
  }));
  return jobSendSchema.parse({
    sending_type: "job",
    from_number: values.from_number,
    message: values.message,
    ...(values.send_time ? { send_time: values.send_time } : {}),
    params: [
      {
        main_category_id: values.main_category_id,
        ...(values.sub_category_id ? { sub_category_id: values.sub_category_id } : {}),
        operator,
      },
    ],
  });
}
