package org.xwb.model.validation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.ExtendedMetaData;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Property;
import org.xwb.model.RunSettings;
import org.xwb.model.Statement;
import org.xwb.model.TargetProfile;
import org.xwb.model.Transaction;
import org.xwb.model.ValueSource;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbPackage;

/**
 * Names a model object the way a person finds it in the editor:
 * {@code transaction get_order / statement db2}, {@code transaction get_order / parameter 2 / ids},
 * {@code collection custacc / index cust_id}. Unnamed objects are numbered from 1.
 */
public final class ObjectPaths {

    private static final String SEPARATOR = " / ";

    private ObjectPaths() {
    }

    public static String of(EObject object) {
        Deque<String> steps = new ArrayDeque<>();
        for (EObject current = object; current != null && !(current instanceof Workload); current = current.eContainer()) {
            if (current.eClass() == XwbPackage.Literals.DOCUMENT_ROOT) {
                break;
            }
            steps.addFirst(step(current));
        }
        return steps.isEmpty() ? "workload" : String.join(SEPARATOR, steps);
    }

    /** The element an object is written as in a workload file: {@code ids} for an IdsSource, ... */
    public static String elementName(EObject object) {
        for (EStructuralFeature element : XwbPackage.Literals.DOCUMENT_ROOT.getEStructuralFeatures()) {
            if (element.getEType() == object.eClass()) {
                return ExtendedMetaData.INSTANCE.getName(element);
            }
        }
        EStructuralFeature containment = object.eContainmentFeature();
        return containment != null ? ExtendedMetaData.INSTANCE.getName(containment) : object.eClass().getName();
    }

    private static String step(EObject object) {
        if (object instanceof Collection collection) {
            return "collection " + nameOr(collection.getName(), object);
        }
        if (object instanceof XmlIndex index) {
            return "index " + nameOr(index.getName(), object);
        }
        if (object instanceof NamespaceBinding binding) {
            return "namespace " + nameOr(binding.getPrefix(), object);
        }
        if (object instanceof DocumentSource) {
            return "documents";
        }
        if (object instanceof Transaction transaction) {
            // as the editor's table shows it: the name once the user gave one, else the id
            String shown = transaction.getName() == null || transaction.getName().isBlank() ? transaction.getId()
                    : transaction.getName();
            return "transaction " + nameOr(shown, object);
        }
        if (object instanceof Statement statement) {
            return "statement " + nameOr(statement.getDialect(), object);
        }
        if (object instanceof ParameterMarker) {
            return "parameter " + position(object);
        }
        if (object instanceof ValueSource) {
            return elementName(object);
        }
        if (object instanceof RunSettings) {
            return "run settings";
        }
        if (object instanceof TargetProfile profile) {
            return "target profile " + nameOr(profile.getName(), object);
        }
        if (object instanceof Property property) {
            return "property " + nameOr(property.getKey(), object);
        }
        return elementName(object) + " " + position(object);
    }

    private static String nameOr(String name, EObject object) {
        return name == null || name.isBlank() ? "#" + position(object) : name;
    }

    /** 1-based position among its siblings of the same feature. */
    private static int position(EObject object) {
        EStructuralFeature feature = object.eContainmentFeature();
        if (feature == null || !feature.isMany()) {
            return 1;
        }
        return ((List<?>) object.eContainer().eGet(feature)).indexOf(object) + 1;
    }
}
