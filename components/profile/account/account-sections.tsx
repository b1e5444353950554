"use client";

import { AccountSummary } from "./account-summary";
import { AddressForm } from "./address-form";
import { ContactForm } from "./contact-form";
import { LegalForm } from "./legal-form";
import { PersonalForm } from "./personal-form";
import { ProfileGate } from "./profile-gate";

/**
 * The account's sections on a desktop's /profile: the summary with the logo, then one form per
 * section (the company's only for a legal user), each saved on its own.
 */
export function AccountSections() {
  return (
    <ProfileGate>
      {(profile) => (
        <div className="flex flex-col gap-4">
          <AccountSummary profile={profile} />
          <PersonalForm profile={profile} />
          {profile.legal ? <LegalForm profile={profile} /> : null}
          <ContactForm profile={profile} />
          <AddressForm profile={profile} />
        </div>
      )}
    </ProfileGate>
  );
}
