package org.xwb.core.target;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;

/**
 * Detached copies that hold one index of a collection, for creating that index alone with the
 * methods that create a collection's or a workload's indexes ({@link Target#createIndex}).
 */
public final class SingleIndex {

    private SingleIndex() {
    }

    /** A copy of the collection whose only index is a copy of {@code index} (without its usedBy). */
    public static Collection collection(Collection collection, XmlIndex index) {
        Collection copy = EcoreUtil.copy(collection);
        copy.getIndexes().clear();
        XmlIndex only = EcoreUtil.copy(index);
        only.getUsedBy().clear(); // transactions of the original workload
        copy.getIndexes().add(only);
        return copy;
    }

    /** A workload holding only {@link #collection}. */
    public static Workload workload(Collection collection, XmlIndex index) {
        Workload workload = XwbFactory.eINSTANCE.createWorkload();
        workload.setName("index " + index.getName());
        workload.getCollections().add(collection(collection, index));
        return workload;
    }
}
