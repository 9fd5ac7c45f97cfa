package org.xwb.model;
