from kata_mean.core import honey


def test_honey_0():
    assert honey([]) == 0


def test_honey_1():
    assert honey([14, 4, 9, 21, 3]) == 10


def test_honey_2():
    assert honey([23, 22, 21, 21, 17]) == 20


def test_honey_3():
    assert honey([23, 1, 30, 21, 10]) == 17


def test_honey_4():
    assert honey([8]) == 8


def test_honey_5():
    assert honey([29, 20]) == 24
