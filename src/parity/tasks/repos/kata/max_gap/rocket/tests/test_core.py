from kata_max_gap.core import rocket


def test_rocket_0():
    assert rocket([28]) == 0


def test_rocket_1():
    assert rocket([30]) == 0


def test_rocket_2():
    assert rocket([5, 12, 15, 18]) == 7


def test_rocket_3():
    assert rocket([4, 13, 19, 20, 28]) == 9


def test_rocket_4():
    assert rocket([5, 23]) == 18


def test_rocket_5():
    assert rocket([3]) == 0
