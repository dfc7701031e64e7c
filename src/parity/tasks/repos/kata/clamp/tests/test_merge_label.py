from kata_clamp.merge_label import merge_label


def test_merge_label_0():
    assert merge_label(-1) == 0


def test_merge_label_1():
    assert merge_label(0) == 0


def test_merge_label_2():
    assert merge_label(1) == 1


def test_merge_label_3():
    assert merge_label(12) == 12


def test_merge_label_4():
    assert merge_label(13) == 13


def test_merge_label_5():
    assert merge_label(14) == 13
