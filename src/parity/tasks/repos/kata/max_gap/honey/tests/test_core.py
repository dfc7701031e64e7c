from kata_max_gap.core import honey


def test_honey_0():
    assert honey([19, 27, 30]) == 8


def test_honey_1():
    assert honey([18, 30]) == 12


def test_honey_2():
    assert honey([4, 11, 13, 17, 28]) == 11


def test_honey_3():
    assert honey([17, 28, 29]) == 11


def test_honey_4():
    assert honey([13, 27, 29]) == 14


def test_honey_5():
    assert honey([3, 3]) == 0
