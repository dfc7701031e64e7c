from kata_steps.mark_label import mark_label


def test_mark_label_0():
    assert mark_label(4, 4) == []


def test_mark_label_1():
    assert mark_label(4, 9) == [8, 12, 16]


def test_mark_label_2():
    assert mark_label(4, 6) == [8]


def test_mark_label_3():
    assert mark_label(3, 9) == [6, 10, 14]


def test_mark_label_4():
    assert mark_label(6, 14) == [12, 16, 20, 24]


def test_mark_label_5():
    assert mark_label(5, 9) == [10, 14]
