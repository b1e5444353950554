import type { Plan } from "@/lib/contract/plans";

/** A package of `acl/package/general_list` as the upstream answers it. */
export const plan = (
  id: number,
  name: string,
  price: number,
  disc: number,
  services: string[],
  aclType = "user",
): Plan =>
  ({
    acl_role_id: id,
    acl_role_name: name,
    price,
    special_disc: disc,
    min_sms_charge: 0,
    type: "normal",
    acl_type: aclType,
    status: "active",
    acl_role_type_registration: "online",
    expire_time: null,
    updated_at: "2025-01-01 10:00:00",
    term_days: 365,
    services,
  }) as Plan;

/** What «پنل حرفه‌ای» unlocks. */
export const PRO_SERVICES = ["secretaries", "code_readers", "api_keys", "colleagues"];
