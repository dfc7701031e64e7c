from kata_max_gap.core import dinner


def test_dinner_0():
    assert dinner([8, 12, 30]) == 18


def test_dinner_1():
    assert dinner([2, 11, 13, 13]) == 9


def test_dinner_2():
    assert dinner([1, 8, 8, 25, 29]) == 17


def test_dinner_3():
    assert dinner([19]) == 0


def test_dinner_4():
    assert dinner([11, 14, 19, 23]) == 5


def test_dinner_5():
    assert dinner([9, 17, 17, 17, 29]) == 12
