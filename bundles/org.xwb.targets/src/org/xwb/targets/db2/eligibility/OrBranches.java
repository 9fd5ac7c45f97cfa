package org.xwb.targets.db2.eligibility;

import java.util.List;
import java.util.Map;

import org.xwb.model.XmlIndex;
import org.xwb.targets.db2.eligibility.IndexRules.Eligibility;
import org.xwb.targets.db2.eligibility.IndexRules.Refusal;
import org.xwb.targets.db2.eligibility.IndexRules.Verdict;

/**
 * An or filters rows through indexes only by index ORing: the documents of each branch are looked
 * up and united, so every branch needs an eligible index ("Both predicates must have an eligible
 * XML index", z/OS "Example of DOCID ORing access (ACCESSTYPE='DU')"; LUW "Sample queries against
 * indexes over XML data", example 3, an or of two comparisons one index serves). A branch is
 * served when one of its comparisons is (an and needs only one of its operands). Inner ors come
 * first in the finder's list, so an outer or sees their outcome.
 */
final class OrBranches {

    private OrBranches() {
    }

    /** Lowers the verdicts of every comparison in an or whose branches are not all served. */
    static void apply(PredicateFinder.Found found, List<Map<XmlIndex, Verdict>> verdicts) {
        for (PredicateFinder.OrGroup group : found.ors()) {
            Eligibility weakest = Eligibility.ELIGIBLE;
            String branchSource = "";
            for (int b = 0; b < group.branches().size(); b++) {
                Eligibility branch = Eligibility.NOT_ELIGIBLE;
                for (int i : group.branches().get(b)) {
                    for (Verdict v : verdicts.get(i).values()) {
                        branch = branch.stronger(v.eligibility());
                    }
                }
                if (branch.weaker(weakest) != weakest) {
                    weakest = branch;
                    branchSource = group.branchSources().get(b);
                }
            }
            if (weakest == Eligibility.ELIGIBLE) {
                continue;
            }
            Verdict lowered = weakest == Eligibility.NOT_ELIGIBLE
                    ? Verdict.refused(Refusal.Kind.OR_BRANCH, "it is one branch of the or " + group.source() + ", and no index "
                            + "DB2 can use serves the branch " + branchSource + ": DB2 uses indexes for an or only when every "
                            + "branch has an eligible one (index ORing; z/OS \"Example of DOCID ORing access\")")
                    : Verdict.uncertain(Refusal.Kind.OR_BRANCH, "it is one branch of the or " + group.source() + ", and "
                            + "whether an index serves the branch " + branchSource + " is uncertain: DB2 uses indexes for an "
                            + "or only when every branch has an eligible one (index ORing)");
            for (List<Integer> branch : group.branches()) {
                for (int i : branch) {
                    verdicts.get(i).replaceAll((index, v) -> v.eligibility().weaker(lowered.eligibility()) != v.eligibility()
                            ? lowered : v);
                }
            }
        }
    }
}
