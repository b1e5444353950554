import type { RegisterForm } from "@/lib/contract/auth";

/** The form as typed: the select holds its option's value, a string, until the schema coerces it. */
export type RegisterFormValues = Omit<RegisterForm, "activity_domain_id"> & { activity_domain_id: string | number };

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  user_name: "",
  name_family: "",
  mobile_number: "",
  activity_domain_id: "",
  password: "",
  password_confirmation: "",
  reseller_id: undefined,
};
