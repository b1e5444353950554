export { apiSamples, type ApiSamples, type SampleSetting } from "./samples";
export { sampleRequestOf, type SampleRequest } from "./request";
