from kata_mean.core import honey


def test_honey_0():
    assert honey([]) == 0


def test_honey_1():
    assert honey([14, 23, 5]) == 14


def test_honey_2():
    assert honey([6, 6, 1, 6, 3]) == 4


def test_honey_3():
    assert honey([24, 10, 10]) == 14


def test_honey_4():
    assert honey([9, 25, 4, 5, 18, 23]) == 14


def test_honey_5():
    assert honey([8, 1, 30, 12]) == 12
