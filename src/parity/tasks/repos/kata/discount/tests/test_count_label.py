from kata_discount.count_label import count_label


def test_count_label_0():
    assert count_label(32, 2) == 64


def test_count_label_1():
    assert count_label(40, 3) == 120


def test_count_label_2():
    assert count_label(7, 8) == 47


def test_count_label_3():
    assert count_label(4, 1) == 4


def test_count_label_4():
    assert count_label(20, 5) == 100


def test_count_label_5():
    assert count_label(20, 6) == 100
