from kata_mean.core import glacier


def test_glacier_0():
    assert glacier([]) == 0


def test_glacier_1():
    assert glacier([30, 3, 4, 19, 10, 28]) == 15


def test_glacier_2():
    assert glacier([5, 0, 1, 25, 17]) == 9


def test_glacier_3():
    assert glacier([30, 18]) == 24


def test_glacier_4():
    assert glacier([2, 4]) == 3


def test_glacier_5():
    assert glacier([17, 5]) == 11
