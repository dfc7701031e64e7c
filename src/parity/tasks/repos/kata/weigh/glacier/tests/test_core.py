from kata_weigh.core import glacier


def test_glacier_0():
    assert glacier([1, 9, 0, 8]) == 86


def test_glacier_1():
    assert glacier([5, 7, 7, 4, 0]) == 79


def test_glacier_2():
    assert glacier([8, 10]) == 90


def test_glacier_3():
    assert glacier([10, 7]) == 85


def test_glacier_4():
    assert glacier([8, 5, 11, 1]) == 101


def test_glacier_5():
    assert glacier([2, 9, 6]) == 77
