package org.xwb.model.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.ExtendedMetaData;
import org.xwb.model.validation.ObjectPaths;

/**
 * The last line of defence before a save replaces a file: the written bytes must read back as
 * exactly the workload that was saved. Anything the format cannot carry is caught here instead
 * of being lost.
 */
final class ReadBackCheck {

    private ReadBackCheck() {
    }

    static void verify(EObject saved, Path written, Path target) throws WorkloadFileException {
        EObject reread;
        try {
            reread = XwbXmlFiles.load(written, saved.eClass().getInstanceClass().asSubclass(EObject.class));
        } catch (WorkloadFileException unreadable) {
            List<FileProblem> problems = new ArrayList<>();
            for (FileProblem problem : unreadable.problems()) {
                problems.add(new FileProblem(target, problem.line(), problem.column(),
                        "not saved, the file would not read back: " + problem.message()));
            }
            throw new WorkloadFileException(problems, unreadable);
        }
        FirstDifference difference = new FirstDifference();
        if (!difference.equals(saved, reread)) {
            throw new WorkloadFileException(List.of(new FileProblem(target, 0, 0,
                    "not saved, the written file would read back differently: " + difference.describe())));
        }
    }

    /** EMF's structural equality, remembering where it first failed. */
    private static final class FirstDifference extends EcoreUtil.EqualityHelper {

        private static final long serialVersionUID = 1L;

        private EObject object;
        private String feature;

        @Override
        protected boolean haveEqualAttribute(EObject first, EObject second, EAttribute attribute) {
            boolean equal = super.haveEqualAttribute(first, second, attribute);
            remember(equal, first, attribute.getName() + " " + first.eGet(attribute) + " became " + second.eGet(attribute));
            return equal;
        }

        @Override
        protected boolean haveEqualReference(EObject first, EObject second, EReference reference) {
            boolean equal = super.haveEqualReference(first, second, reference);
            remember(equal, first, ExtendedMetaData.INSTANCE.getName(reference));
            return equal;
        }

        private void remember(boolean equal, EObject first, String what) {
            if (!equal && object == null) {
                object = first;
                feature = what;
            }
        }

        String describe() {
            return object == null ? "the structure differs" : ObjectPaths.of(object) + ": " + feature;
        }
    }
}
