export { apiSamples, answerFileName, type ApiSamples, type SampleOptions, type SampleSetting } from "./samples";
export { sampleRequestOf, type MultipartField, type SampleBody, type SampleRequest } from "./request";
