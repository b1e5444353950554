/** One fault's line in the table the fault runs print (RELIABILITY.md "Faults"). */
export interface FaultResult {
  fault: string;
  outcome: string;
  recoveredIn: string;
}
