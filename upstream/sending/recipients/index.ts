import type { SendingType } from "@/lib/contract/send";
import { country } from "./country";
import { file } from "./file";
import { job } from "./job";
import { keyword } from "./keyword";
import { keywordPhonebook } from "./keyword-phonebook";
import { map } from "./map";
import { pattern } from "./pattern";
import { peerToPeer } from "./peer-to-peer";
import { peerToPeerFile } from "./peer-to-peer-file";
import { phonebook } from "./phonebook";
import { postalCode } from "./postal-code";
import { secretary } from "./secretary";
import { tower } from "./tower";
import type { RecipientsResolver, ResolvableRequest } from "./types";
import { webservice } from "./webservice";

type Resolvers = { [T in SendingType]: RecipientsResolver<T> };

/** Every way of sending, by `sending_type` (the type makes a missing one a compile error). */
const RESOLVERS: Resolvers = {
  webservice,
  peer_to_peer: peerToPeer,
  file,
  keyword,
  peer_to_peer_file: peerToPeerFile,
  phonebook,
  keyword_phonebook: keywordPhonebook,
  postal_code: postalCode,
  country,
  job,
  map,
  tower,
  pattern,
  secretary,
};

/** The resolver of a request's type, typed for that request. */
export function resolverFor<R extends ResolvableRequest>(request: R): RecipientsResolver<R["sending_type"]> {
  return RESOLVERS[request.sending_type] as RecipientsResolver<R["sending_type"]>;
}
