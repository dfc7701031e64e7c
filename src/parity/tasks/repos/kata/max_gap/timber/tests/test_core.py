from kata_max_gap.core import timber


def test_timber_0():
    assert timber([5, 25]) == 20


def test_timber_1():
    assert timber([1]) == 0


def test_timber_2():
    assert timber([8, 12, 14, 18, 26]) == 8


def test_timber_3():
    assert timber([16, 22, 22, 28]) == 6


def test_timber_4():
    assert timber([28]) == 0


def test_timber_5():
    assert timber([18, 22]) == 4
