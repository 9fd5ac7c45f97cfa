package org.xwb.xml.schema;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.notify.Notifier;
import org.eclipse.emf.common.notify.impl.AdapterFactoryImpl;
import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.impl.ExtensibleURIConverterImpl;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.xsd.XSDPlugin;
import org.eclipse.xsd.XSDSchema;
import org.eclipse.xsd.util.XSDConstants;
import org.eclipse.xsd.util.XSDResourceFactoryImpl;
import org.eclipse.xsd.util.XSDResourceImpl;
import org.eclipse.xsd.util.XSDSchemaLocationResolver;
import org.xwb.xml.validate.SchemaImports;

/**
 * A resource set for schema models that reads only what {@link SchemaImports} allows: a
 * directive's location is resolved by the policy (an allowed local file, else the kit's schema for
 * the namespace) and anything else is refused and remembered. The library's own copies of the
 * W3C schemas (its {@code cache/} folder, for {@code xml.xsd}) stay readable.
 */
final class GuardedResourceSet extends ResourceSetImpl {

    private final List<String> refused = new CopyOnWriteArrayList<>();

    GuardedResourceSet(SchemaImports imports) {
        getResourceFactoryRegistry().getExtensionToFactoryMap().put("*", new XSDResourceFactoryImpl());
        getLoadOptions().put(XSDResourceImpl.XSD_TRACK_LOCATION, Boolean.TRUE);
        getLoadOptions().put(XSDResourceImpl.XSD_JAXP_CONFIG, new HardenedJaxp());
        setURIConverter(new ExtensibleURIConverterImpl() {
            @Override
            public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
                if (readable(imports, uri)) {
                    return super.createInputStream(uri, options);
                }
                refused.add(uri.toString());
                throw new IOException(imports.refusal(uri.toString()));
            }
        });
        getAdapterFactories().add(new AdapterFactoryImpl() {
            @Override
            public boolean isFactoryForType(Object type) {
                return type == XSDSchemaLocationResolver.class;
            }

            @Override
            protected Adapter createAdapter(Notifier target) {
                return new LocationResolver(imports);
            }
        });
    }

    /** Locations a directive named that were not read. */
    List<String> refused() {
        return List.copyOf(refused);
    }

    private static boolean readable(SchemaImports imports, URI uri) {
        if (uri.isFile()) {
            return imports.allows(Path.of(uri.toFileString()));
        }
        String library = XSDPlugin.INSTANCE.getBaseURL().toString();
        return uri.toString().startsWith(library) && !uri.toString().contains("..");
    }

    /** Where a directive points: the policy's answer, else where the schema says (then refused). */
    private static final class LocationResolver extends AdapterImpl implements XSDSchemaLocationResolver {
        private final SchemaImports imports;

        LocationResolver(SchemaImports imports) {
            this.imports = imports;
        }

        @Override
        public boolean isAdapterForType(Object type) {
            return type == XSDSchemaLocationResolver.class;
        }

        @Override
        public String resolveSchemaLocation(XSDSchema schema, String namespace, String location) {
            return imports.resolve(schema.getSchemaLocation(), namespace, location)
                    .map(file -> URI.createFileURI(file.toString()).toString())
                    .orElseGet(() -> XSDConstants.resolveSchemaLocation(schema.getSchemaLocation(), namespace, location));
        }
    }
}
