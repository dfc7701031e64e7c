from kata_floor_gap.rate_label import rate_label


def test_rate_label_0():
    assert rate_label(1, 4) == 3


def test_rate_label_1():
    assert rate_label(11, 10) == 3


def test_rate_label_2():
    assert rate_label(12, 4) == 8


def test_rate_label_3():
    assert rate_label(8, 3) == 5


def test_rate_label_4():
    assert rate_label(11, 11) == 3


def test_rate_label_5():
    assert rate_label(16, 2) == 14
