from kata_multiples.core import glacier


def test_glacier_0():
    assert glacier([-2, 13]) == 0


def test_glacier_1():
    assert glacier([12, -1, -6, -5]) == 0


def test_glacier_2():
    assert glacier([-1, 12, -2, -4, -2, -2]) == 0


def test_glacier_3():
    assert glacier([-1, 7, 6, -6, 5, 3]) == 1


def test_glacier_4():
    assert glacier([18, 12, 18, -6]) == 0


def test_glacier_5():
    assert glacier([5, -4, 7, 0]) == 1
