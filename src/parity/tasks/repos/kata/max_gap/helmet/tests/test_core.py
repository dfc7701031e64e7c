from kata_max_gap.core import helmet


def test_helmet_0():
    assert helmet([0, 6, 7, 9, 23, 25]) == 14


def test_helmet_1():
    assert helmet([11, 14]) == 3


def test_helmet_2():
    assert helmet([6, 12, 21, 29]) == 9


def test_helmet_3():
    assert helmet([3, 6, 23]) == 17


def test_helmet_4():
    assert helmet([1, 1, 19, 23, 23, 29]) == 18


def test_helmet_5():
    assert helmet([3, 3]) == 0
