import CEditShim
// Line editing: libedit when interactive, plain reading otherwise.
public enum LineEditing {}
