package org.xwb.model.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.ecore.util.ExtendedMetaData;
import org.eclipse.emf.ecore.xmi.ClassNotFoundException;
import org.eclipse.emf.ecore.xmi.FeatureNotFoundException;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.PackageNotFoundException;
import org.eclipse.emf.ecore.xmi.UnresolvedReferenceException;
import org.xml.sax.SAXParseException;
import org.xwb.model.XwbPackage;
import org.xwb.model.validation.ObjectPaths;

/** Turns what EMF and the XML parser report while loading into located, human messages. */
final class LoadProblems {

    private LoadProblems() {
    }

    /** Every diagnostic the resource recorded, in file order. */
    static List<FileProblem> of(Path file, List<Resource.Diagnostic> diagnostics) {
        List<FileProblem> problems = new ArrayList<>();
        boolean foreignNamespace = false;
        for (Resource.Diagnostic diagnostic : diagnostics) {
            // After an unknown namespace, EMF also reports each element of it as an unknown class.
            if (foreignNamespace && diagnostic instanceof ClassNotFoundException) {
                continue;
            }
            foreignNamespace |= diagnostic instanceof PackageNotFoundException;
            FileProblem unreadable = diagnostic instanceof Throwable t ? ofFile(file, t) : null;
            problems.add(unreadable != null ? unreadable
                    : new FileProblem(file, diagnostic.getLine(), diagnostic.getColumn(), message(diagnostic)));
        }
        return problems;
    }

    /** A failure that stopped the parser, e.g. XML that is not well-formed or has a DOCTYPE. */
    static FileProblem of(Path file, Throwable failure) {
        FileProblem unreadable = ofFile(file, failure);
        if (unreadable != null) {
            return unreadable;
        }
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof SAXParseException parse) {
                return new FileProblem(file, parse.getLineNumber(), parse.getColumnNumber(), parseError(parse));
            }
            if (cause instanceof Resource.Diagnostic diagnostic) {
                return of(file, List.of(diagnostic)).get(0);
            }
        }
        return ParserStopLocator.problem(file, failure);
    }

    private static FileProblem ofFile(Path file, Throwable failure) {
        return FileErrors.problem(file, failure);
    }

    static String message(Resource.Diagnostic diagnostic) {
        if (diagnostic instanceof FeatureNotFoundException notFound) {
            return unknownName(notFound);
        }
        if (diagnostic instanceof IllegalValueException illegal) {
            return illegalValue(illegal);
        }
        if (diagnostic instanceof UnresolvedReferenceException unresolved) {
            return unresolved(unresolved);
        }
        if (diagnostic instanceof PackageNotFoundException notFound) {
            return "not an XWB workload file: the root element must be <workload xmlns=\"" + XwbPackage.eNS_URI
                    + "\">, found the namespace " + (notFound.uri() == null ? "(none)" : "'" + notFound.uri() + "'")
                    + " (a TPoX workload file is read with 'xwb import-tpox')";
        }
        if (diagnostic instanceof ClassNotFoundException notFound) {
            return "unknown element type '" + notFound.getName() + "'";
        }
        if (diagnostic instanceof Exception exception && exception.getCause() instanceof SAXParseException parse) {
            return parseError(parse);
        }
        return diagnostic.getMessage();
    }

    private static String parseError(SAXParseException parse) {
        String message = parse.getMessage();
        if (message != null && message.contains("DOCTYPE")) {
            return "a DOCTYPE is not allowed in a workload file: DTDs and entities are refused so that a file cannot"
                    + " make XWB read other files";
        }
        return "not well-formed XML: " + message;
    }

    private static String unknownName(FeatureNotFoundException notFound) {
        EObject owner = notFound.getObject();
        String where = owner == null || isDocumentRoot(owner) ? "at the top of the file"
                : "in <" + elementName(owner) + ">";
        return "unknown element or attribute '" + notFound.getName() + "' " + where;
    }

    private static String illegalValue(IllegalValueException illegal) {
        EStructuralFeature feature = illegal.getFeature();
        String name = feature == null ? "value" : ExtendedMetaData.INSTANCE.getName(feature);
        Object value = illegal.getValue();
        String shown = value instanceof EObject object ? "<" + elementName(object) + ">" : "'" + value + "'";
        if (feature instanceof EAttribute attribute) {
            EDataType type = attribute.getEAttributeType();
            if (type instanceof EEnum literals) {
                return shown + " is not a valid " + name + "; expected one of "
                        + literals.getELiterals().stream().map(EEnumLiteral::getLiteral).collect(Collectors.joining(", "));
            }
            Class<?> javaType = type.getInstanceClass();
            if (javaType == double.class || javaType == Double.class) {
                return shown + " is not a number (" + name + ")";
            }
            if (javaType == int.class || javaType == long.class || javaType == Integer.class || javaType == Long.class) {
                return shown + " is not a whole number (" + name + ")";
            }
            if (javaType == boolean.class || javaType == Boolean.class) {
                return shown + " is not true or false (" + name + ")";
            }
        }
        if (feature != null && value instanceof EObject object) {
            return name + "=\"" + EcoreUtil.getID(object) + "\" names a " + elementName(object) + ", not a "
                    + elementName(feature.getEType()) + "; collection names and transaction ids share one namespace"
                    + " in a workload file, so they must differ";
        }
        return shown + " is not a valid " + name;
    }

    private static String unresolved(UnresolvedReferenceException unresolved) {
        EStructuralFeature feature = unresolved.getFeature();
        String attribute = feature == null ? "reference" : ExtendedMetaData.INSTANCE.getName(feature);
        String target = feature == null ? "object" : feature.getEType().getName().toLowerCase(Locale.ROOT);
        String key = feature != null && feature.getEType() == XwbPackage.Literals.TRANSACTION ? "id" : "name";
        return attribute + "=\"" + unresolved.getReference() + "\": there is no " + target + " with the " + key + " '"
                + unresolved.getReference() + "'";
    }

    private static String elementName(EObject object) {
        return ObjectPaths.elementName(object);
    }

    private static String elementName(EClassifier type) {
        return type.getName().toLowerCase(Locale.ROOT);
    }

    private static boolean isDocumentRoot(EObject object) {
        return object != null && object.eClass() == XwbPackage.Literals.DOCUMENT_ROOT;
    }
}
