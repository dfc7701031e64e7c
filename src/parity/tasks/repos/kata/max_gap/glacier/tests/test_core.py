from kata_max_gap.core import glacier


def test_glacier_0():
    assert glacier([4, 20, 23, 25, 28, 30]) == 16


def test_glacier_1():
    assert glacier([2, 5, 12, 20, 29, 29]) == 9


def test_glacier_2():
    assert glacier([1, 7, 12, 13, 17]) == 6


def test_glacier_3():
    assert glacier([5, 28]) == 23


def test_glacier_4():
    assert glacier([11, 12, 20, 26, 28]) == 8


def test_glacier_5():
    assert glacier([3, 3]) == 0
