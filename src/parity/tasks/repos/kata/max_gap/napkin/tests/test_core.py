from kata_max_gap.core import napkin


def test_napkin_0():
    assert napkin([23]) == 0


def test_napkin_1():
    assert napkin([28]) == 0


def test_napkin_2():
    assert napkin([21]) == 0


def test_napkin_3():
    assert napkin([16, 19, 27]) == 8


def test_napkin_4():
    assert napkin([11, 12, 14]) == 2


def test_napkin_5():
    assert napkin([0, 6, 14]) == 8
