export const USERNAME_PATTERN = /^[A-Za-z0-9-]+$/;
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 32;
export const USERNAME_MESSAGES = {
  required: "نام کاربری را وارد کنید",
  pattern: "نام کاربری فقط می‌تواند حروف انگلیسی، عدد و خط تیره (-) داشته باشد",
  min: "نام کاربری باید دست‌کم ۴ کاراکتر باشد",
  max: "نام کاربری حداکثر ۳۲ کاراکتر است",
} as const;
