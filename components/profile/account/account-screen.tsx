"use client";

import { AccountSummary } from "./account-summary";
import { AddressForm } from "./address-form";
import { ContactForm } from "./contact-form";
import { LegalForm } from "./legal-form";
import { PersonalForm } from "./personal-form";
import { ProfileGate } from "./profile-gate";

export type AccountScreenName = "account" | "personal" | "contact" | "address";

/** One of the account's sections on a phone's own page (`/profile/account-info` and the others). */
export function AccountScreen({ screen }: { screen: AccountScreenName }) {
  return (
    <ProfileGate>
      {(profile) => {
        switch (screen) {
          case "account":
            return <AccountSummary profile={profile} />;
          case "personal":
            return (
              <div className="flex flex-col gap-4">
                <PersonalForm profile={profile} />
                {profile.legal ? <LegalForm profile={profile} /> : null}
              </div>
            );
          case "contact":
            return <ContactForm profile={profile} />;
          case "address":
            return <AddressForm profile={profile} />;
        }
      }}
    </ProfileGate>
  );
}
